import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

feats = torch.zeros(8, 16, 5, 5, device=device)  # conv output: 16 * 5 * 5 = 400 per sample
feats.view(8, 16 * 4 * 4)  # size copied from a tutorial with 4x4 feature maps
