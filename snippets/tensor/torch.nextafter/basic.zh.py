import torch

one = torch.tensor([1.0, 1.0])
up = torch.nextafter(one, torch.tensor([2.0, 0.0]))   # 分别朝 2 和朝 0 走一步
print(up - one)                                        # float32 在 1 附近的间距
print(torch.finfo(torch.float32).eps)

# float64 中 1.0 的下一个数近得多
print(torch.nextafter(one.double(), torch.tensor(2.0, dtype=torch.float64)) - 1)

# 严格的上界：小于 1.0 的最大值，用来把样本限制在 [0, 1)
print(torch.nextafter(torch.tensor(1.0), torch.tensor(0.0)).item())
