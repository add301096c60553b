import torch

angle = torch.tensor([30.0, 90.0])                 # degrees, e.g. from a config file

print(torch.sin(angle))                            # interpreted as radians
print(torch.sin(torch.deg2rad(angle)))             # 0.5 and 1.0 as intended
