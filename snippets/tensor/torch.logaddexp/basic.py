import torch

a = torch.tensor([1000.0, -1000.0, 0.0])
b = torch.tensor([1000.0, -1000.0, 0.0])
print(torch.logaddexp(a, b))                   # log(exp(a) + exp(b)) = a + log 2
print(torch.log(torch.exp(a) + torch.exp(b)))  # the naive form overflows / underflows

# log-space accumulation, as in a forward algorithm
log_p = torch.tensor([-3.0, -1.0, -2.0])
acc = torch.tensor(float("-inf"))
for lp in log_p:
    acc = torch.logaddexp(acc, lp)
print(acc, torch.logsumexp(log_p, dim=0))

print(torch.logaddexp2(torch.tensor(3.0), torch.tensor(3.0)))   # base 2: log2(2**3 + 2**3) = 4
