import torch

x = torch.tensor([1.0])                           # float32
step = torch.nextafter(x, torch.tensor([2.0], dtype=torch.float64))
print(step.dtype, (step - 1).item())              # float64: a float64 step, not a float32 one
print((torch.nextafter(x, torch.tensor([2.0])) - 1).item())
