import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

conv_out = torch.randn(8, 16, 4, 4, device=device)  # (N, C, H, W) from a conv stack
head = nn.Linear(16 * 4 * 4, 10).to(device)
print(head(torch.flatten(conv_out, 1)).shape)  # flatten everything but the batch dim
head(conv_out)  # Linear only looks at the last dim (4)
