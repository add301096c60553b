import torch

x = torch.tensor([-1.5, 0.0, 2.0])
print(torch.abs(x), abs(x))              # built-in abs() calls the same operation

print(torch.tensor([3 + 4j]).abs())      # complex: the magnitude, as float32

p = torch.tensor([-1.0, 0.0, 2.0], requires_grad=True)
p.abs().sum().backward()
print(p.grad)                            # sign(x); 0 at exactly 0

print(torch.tensor([-128], dtype=torch.int8).abs())   # no positive 128 in int8: stays -128
