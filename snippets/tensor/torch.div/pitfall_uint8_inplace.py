import torch

image = torch.tensor([[0, 128, 255]], dtype=torch.uint8)   # as decoded from a file

print(image / 255)                  # out of place: float32 in [0, 1]
print(image.float().div_(255))      # in place on a float copy
image.div_(255)                     # true division cannot be stored in uint8
