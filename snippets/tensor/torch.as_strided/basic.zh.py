import torch

x = torch.arange(6.0)

# 一个 (2, 3) 矩阵：相邻行起点相隔 3 个元素，相邻列相隔 1 个
print(torch.as_strided(x, (2, 3), (3, 1)))

# 长度为 3、依次错开一个元素的重叠窗口：由 6 个元素得到 (4, 3)
windows = x.as_strided((4, 3), (1, 1))
print(windows)
print(windows.data_ptr() == x.data_ptr())   # 视图，没有复制任何数据

# storage_offset 跳过存储开头的若干元素
print(x.as_strided((2,), (2,), 1))

# as_strided_ 原地修改张量自身的大小和步长
y = torch.arange(6.0)
y.as_strided_((3,), (2,))
print(y)
