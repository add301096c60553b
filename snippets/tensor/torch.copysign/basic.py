import torch

mag = torch.tensor([1.5, -2.0, 3.0])
sgn = torch.tensor([-1.0, 1.0, -0.0])
print(torch.copysign(mag, sgn))                  # |mag| with the sign of sgn

print(torch.copysign(torch.tensor([1, -2, 3]), -1))   # integer input gives float32
print(mag.copysign(torch.tensor([[1.0], [-1.0]])))   # broadcasts to (2, 3)

x = torch.tensor([1.0, 2.0])
x.copysign_(torch.tensor([-1.0, -5.0]))          # in place on a float tensor
print(x)
