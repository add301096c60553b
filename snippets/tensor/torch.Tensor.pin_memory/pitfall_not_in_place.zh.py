import torch

x = torch.ones(1024)
x.pin_memory()            # 返回一个新的锁页张量；结果被丢弃了
print(x.is_pinned())

x = x.pin_memory()        # 保留返回的张量
print(x.is_pinned())
