import torch

torch.manual_seed(0)
logits = torch.randn(2, 4, 3, 3)  # (N, C, H, W), e.g. 4 segmentation classes
probs = torch.nn.Softmax2d()(logits)
print(probs.shape)
print(probs.sum(dim=1)[0])  # at every pixel the C channels sum to 1
print(torch.allclose(probs, torch.softmax(logits, dim=-3)))
print(torch.nn.Softmax2d()(torch.zeros(4, 2, 2))[:, 0, 0])  # unbatched (C, H, W)
