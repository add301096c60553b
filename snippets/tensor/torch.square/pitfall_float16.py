import torch

activations = torch.tensor([300.0, 2.0], dtype=torch.float16)

print(activations.square())                 # 90000 > 65504, the float16 maximum: inf
print(activations.float().square())         # square in float32 when values can be large
