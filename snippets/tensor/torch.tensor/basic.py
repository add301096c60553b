import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# dtype is inferred from the Python data
print(torch.tensor([1, 2, 3]).dtype)        # integers -> int64
print(torch.tensor([1.0, 2.0]).dtype)       # floats -> default dtype (float32)
print(torch.tensor([1, 2.5]).dtype)         # mixed int/float -> float32
print(torch.tensor([True, False]).dtype)    # bools -> bool

# a 0-dim (scalar) tensor and a 2-D tensor, created directly on the target device
s = torch.tensor(3.5, device=device)
m = torch.tensor([[1, 2], [3, 4]], dtype=torch.float32, device=device)
print(s.shape, s.dim())
print(m)
print(m.device.type == device.type)
