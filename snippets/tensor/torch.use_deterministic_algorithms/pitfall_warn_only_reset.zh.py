import torch

torch.use_deterministic_algorithms(True, warn_only=True)    # 你的训练脚本
print(torch.is_deterministic_algorithms_warn_only_enabled())

torch.use_deterministic_algorithms(True)                    # 之后，比如在某个辅助库中
print(torch.are_deterministic_algorithms_enabled())
print(torch.is_deterministic_algorithms_warn_only_enabled())  # warn_only 悄悄变回了 False
