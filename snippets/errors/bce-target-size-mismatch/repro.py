import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(4, 1, device=device)  # model ends with Linear(..., 1)
target = torch.tensor([0.0, 1.0, 1.0, 0.0], device=device)  # labels of shape (4,)
torch.nn.BCEWithLogitsLoss()(logits, target)
