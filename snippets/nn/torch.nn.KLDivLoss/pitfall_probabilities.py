import torch

p = torch.tensor([[0.7, 0.2, 0.1],
                  [0.1, 0.1, 0.8]])
q = torch.tensor([[0.5, 0.3, 0.2],
                  [0.3, 0.3, 0.4]])
criterion = torch.nn.KLDivLoss(reduction="batchmean")

print(criterion(q, p))                    # input as probabilities: a negative "divergence"
print(criterion(q.log(), p.log()))        # target as log-probabilities without log_target: nan
print(criterion(p.log(), q))              # arguments swapped: KL(Q || P), another number
print(criterion(q.log(), p))              # correct: input log Q, target P
