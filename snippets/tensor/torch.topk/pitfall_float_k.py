import torch

scores = torch.tensor([0.9, 0.1, 0.4, 0.8, 0.3])

keep = int(0.4 * scores.numel())            # an int count
print(scores.topk(keep).indices)
scores.topk(0.4 * scores.numel())           # a float count is refused
