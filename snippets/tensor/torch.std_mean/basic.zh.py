import torch

x = torch.tensor([[1.0, 2.0, 3.0, 4.0],
                  [2.0, 2.0, 2.0, 2.0]])
# 一次调用得到两个结果：(std, mean)，std 在前
std, mean = torch.std_mean(x, dim=1)
print(std, mean)
# correction=1（默认）除以 N - 1；correction=0 除以 N
print(torch.std_mean(x, dim=1, correction=0)[0])
# 标准化时用 keepdim=True
std, mean = x.std(dim=1, keepdim=True), x.mean(dim=1, keepdim=True)
s, m = torch.std_mean(x, dim=1, keepdim=True)
print(torch.equal(s, std), torch.equal(m, mean))
