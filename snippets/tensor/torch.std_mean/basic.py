import torch

x = torch.tensor([[1.0, 2.0, 3.0, 4.0],
                  [2.0, 2.0, 2.0, 2.0]])
# one call, two results: (std, mean), std first
std, mean = torch.std_mean(x, dim=1)
print(std, mean)
# correction=1 (default) divides by N - 1; correction=0 by N
print(torch.std_mean(x, dim=1, correction=0)[0])
# keepdim=True for normalising
std, mean = x.std(dim=1, keepdim=True), x.mean(dim=1, keepdim=True)
s, m = torch.std_mean(x, dim=1, keepdim=True)
print(torch.equal(s, std), torch.equal(m, mean))
