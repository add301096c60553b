import torch

torch.manual_seed(0)
logits = torch.randn(1, 3, 3, 4)  # (N, H, W, C) with 4 classes last
probs = torch.nn.Softmax2d()(logits)  # normalises over dim -3, which is H here
print(probs.sum(dim=-1)[0, 0])  # the classes at a pixel do not sum to 1
print(probs.sum(dim=1)[0, 0])  # the H values do
