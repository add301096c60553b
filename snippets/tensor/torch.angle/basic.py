import torch

z = torch.tensor([1 + 1j, -1 + 0j, -2j, 0j])
print(torch.angle(z))                            # radians in [-pi, pi]
print(torch.rad2deg(z.angle()))                  # in degrees

print(torch.angle(torch.tensor([-2.0, 0.0, 3.0, float("nan")])))   # real: pi for negatives
print(torch.angle(torch.tensor([-2, 3])).dtype)                     # integer input gives float32

print(torch.polar(z.abs(), z.angle()))           # magnitude and angle rebuild z
