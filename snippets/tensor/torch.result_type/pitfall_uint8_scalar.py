import torch

pixels = torch.tensor([10, 200], dtype=torch.uint8)
print(torch.result_type(pixels, 300))  # an int scalar never widens an int tensor
print(pixels + 300)  # wraps around modulo 256
print(pixels.int() + 300)
