import torch

torch.use_deterministic_algorithms(True, warn_only=True)    # your training script
print(torch.is_deterministic_algorithms_warn_only_enabled())

torch.use_deterministic_algorithms(True)                    # later, e.g. in a helper library
print(torch.are_deterministic_algorithms_enabled())
print(torch.is_deterministic_algorithms_warn_only_enabled())  # warn_only silently back to False
