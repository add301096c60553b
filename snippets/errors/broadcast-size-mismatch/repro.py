import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

scores = torch.zeros(4, 3, device=device)  # (batch, classes)
weight = torch.ones(4, device=device)      # one weight per sample
scores * weight  # broadcasting aligns the LAST dimensions: 3 vs 4
