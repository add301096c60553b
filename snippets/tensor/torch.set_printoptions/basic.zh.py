import torch

x = torch.tensor([1.123456, 250.5, 0.00002])
print(x)  # 默认：精度 4，自动决定是否使用科学计数法

torch.set_printoptions(precision=2, sci_mode=False)
print(x)
print(x[0].item())  # 存储的值仍保持完整精度

# 长张量摘要显示：元素数超过 `threshold` 时用 `...` 省略，
# 每个维度两端各保留 `edgeitems` 个元素。
torch.set_printoptions(threshold=10, edgeitems=2)
print(torch.arange(100))

# 行宽越窄，越早换行。
torch.set_printoptions(linewidth=30)
print(torch.arange(12.0))

# 恢复默认设置（sci_mode 也会重置为自动）。
torch.set_printoptions(profile="default")
print(x)
