import io
import os

import torch
import torch.nn as nn

scripted = torch.jit.script(nn.Linear(4, 2))
buffer = io.BytesIO()
scripted.save(buffer)  # 没有报错……
print(len(buffer.getvalue()))  # ……但缓冲区里什么也没有
print([name for name in os.listdir(".") if name.startswith("<_io")] != [])  # 多出一个以 str(buffer) 命名的文件

buffer = io.BytesIO()
torch.jit.save(scripted, buffer)  # 真正写进文件对象
print(len(buffer.getvalue()) > 0)
