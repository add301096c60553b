import os
import tempfile

import numpy as np
import torch

path = os.path.join(tempfile.mkdtemp(), "weights.bin")
np.arange(6, dtype=np.float32).tofile(path)  # 原始字节，没有文件头

t = torch.from_file(path, size=6, dtype=torch.float32)  # size 是元素个数
print(t.view(2, 3))

private = torch.from_file(path, shared=False, size=6)
private[0] = 100.0  # 私有映射：文件不会被修改
print(np.fromfile(path, dtype=np.float32)[:2])

shared = torch.from_file(path, shared=True, size=6)
shared[0] = 100.0  # 共享映射：写入会落到文件上
print(np.fromfile(path, dtype=np.float32)[:2])
