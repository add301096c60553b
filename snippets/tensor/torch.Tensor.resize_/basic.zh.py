import torch

buf = torch.arange(6.0)
out = buf.resize_(2, 3)          # 元素个数不变：只更新大小和步长
print(out is buf)                # 返回 self
print(buf)

buf.resize_(2)                   # 缩小时存储仍保持已分配
print(buf, buf.untyped_storage().nbytes())
buf.resize_(6)                   # 在原存储范围内重新变大，会看到原来的值
print(buf)

scratch = torch.empty(0)
scratch.resize_(4, 4)            # 超出存储大小会重新分配：新值未初始化
print(scratch.shape)
