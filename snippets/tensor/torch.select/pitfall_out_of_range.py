import torch

frames = torch.zeros(4, 3)               # 4 frames of 3 features

last = frames.select(0, -1)              # negatives are fine
print(last.shape)
frames.select(0, 4)                      # index 4 is one past the end
