import torch

x = torch.tensor([1, 2, 3])
print(type(x), isinstance(x, torch.Tensor))

# given a list, the legacy constructor gives the default float dtype, even for integer data
print(torch.Tensor([1, 2, 3]))
print(torch.Tensor([1, 2, 3]).dtype, torch.tensor([1, 2, 3]).dtype)

# an int argument is a size, not a value
print(torch.Tensor(2, 3).shape, torch.tensor([2, 3]).shape)

# type hints and isinstance use the class
def scale(t: torch.Tensor, k: float) -> torch.Tensor:
    return t * k

print(scale(torch.ones(2), 0.5))
