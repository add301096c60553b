import torch

frame_a = torch.tensor([200, 10], dtype=torch.uint8)   # pixel values as loaded from images
frame_b = torch.tensor([201, 12], dtype=torch.uint8)

print((frame_a - frame_b).abs())                # subtraction wrapped around first: 255, 254
print((frame_a.int() - frame_b.int()).abs())    # widen before subtracting: 1, 2
