import math

import torch

# magnitude 2 at angle pi is the real number -2, mathematically
z = torch.polar(torch.tensor([2.0, 3.0]), torch.tensor([math.pi, 0.0]))
print(z)
print(torch.isreal(z))          # float32 pi leaves a tiny imaginary part
print(z.imag.abs() < 1e-6)      # compare with a tolerance instead
