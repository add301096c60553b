import torch

scores = torch.tensor([0.3, 0.9, 0.1, 0.5])

order = torch.argsort(scores)                   # ascending by default
print(order, scores[order])
print(scores.argsort(descending=True))          # best first

ranks = order.argsort()                         # argsort of argsort: each element's rank
print(ranks)

batch = torch.tensor([[3, 1, 2],
                      [0, 5, 4]])
print(batch.argsort(dim=1))                     # per row (the last dim is the default)
