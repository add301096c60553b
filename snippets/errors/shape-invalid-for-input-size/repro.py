import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

feats = torch.zeros(8, 16, 5, 5, device=device)  # conv output: 16 * 5 * 5 = 400 per sample
feats.view(8, 16 * 4 * 4)  # size copied from a tutorial with 4x4 feature maps
