import torch

# sine of an elevation angle recovered from noisy sensor values
s = torch.tensor([0.3, 0.9999, 1.0002])
angle = torch.asin(s)
print(angle)                                  # the last one is NaN
print(angle.mean())                           # and it poisons everything after it

print(torch.asin(s.clamp(-1.0, 1.0)).mean())  # clamp into the domain first
