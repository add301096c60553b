import torch

p = torch.tensor([[0.7, 0.2, 0.1],
                  [0.1, 0.1, 0.8]])  # target distribution P, one row per sample
q = torch.tensor([[0.5, 0.3, 0.2],
                  [0.3, 0.3, 0.4]])  # model distribution Q

# KL(P || Q) written out, per sample, then averaged over the batch
manual = (p * (p.log() - q.log())).sum(dim=1)
print(manual, manual.mean())

criterion = torch.nn.KLDivLoss(reduction="batchmean")
print(criterion(q.log(), p))  # input: log Q, target: P

# the same with both sides as log-probabilities
criterion_log = torch.nn.KLDivLoss(reduction="batchmean", log_target=True)
print(criterion_log(q.log(), p.log()))
