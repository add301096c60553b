import torch

torch.manual_seed(0)
scorer = torch.nn.Linear(4, 1)
score_a = scorer(torch.randn(3, 4))  # (N, 1)
score_b = scorer(torch.randn(3, 4))  # (N, 1)
target = torch.ones(3)               # (N,)

criterion = torch.nn.MarginRankingLoss()
print(criterion(score_a.squeeze(1), score_b.squeeze(1), target))  # all (N,): works
criterion(score_a, score_b, target)  # (N, 1) against (N,): fails
