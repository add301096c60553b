import torch

x = torch.arange(10)
part = torch.narrow_copy(x, 0, 2, 3)       # 第 2、3、4 个元素
print(part)
# 与 narrow 不同，它不共享内存
part[0] = 100
print(x[2], x.narrow(0, 2, 3).data_ptr() == x.data_ptr() + 2 * x.element_size())
# start 可以为负数
print(x.narrow_copy(0, -3, 2))
