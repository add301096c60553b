import torch

torch.manual_seed(0)
x = torch.arange(5) * 10
y = torch.arange(5)                            # y[i] 是 x[i] 的标签
xs, ys = x[torch.randperm(5)], y[torch.randperm(5)]
print(xs, ys)                                  # 对应关系被打乱了
print(torch.equal(xs // 10, ys))
