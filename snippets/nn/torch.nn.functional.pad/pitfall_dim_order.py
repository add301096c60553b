import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

images = torch.zeros(1, 1, 2, 3, device=device)  # (N, C, H, W)

# Intent: pad the height by 1 on each side. But the first pair is for W, the last dim.
wrong = F.pad(images, (1, 1))
right = F.pad(images, (0, 0, 1, 1))
print(wrong.shape)
print(right.shape)
