import torch

print(torch.get_deterministic_debug_mode())  # 0: off

torch.use_deterministic_algorithms(True, warn_only=True)
print(torch.get_deterministic_debug_mode())  # 1: warn

torch.use_deterministic_algorithms(True)
print(torch.get_deterministic_debug_mode())  # 2: error

# The setter with a string name changes the same state.
torch.set_deterministic_debug_mode("default")
print(torch.get_deterministic_debug_mode(), torch.are_deterministic_algorithms_enabled())
print(torch.get_deterministic_debug_mode() == "default")  # an int, never equal to a name
