import io

import torch

m = torch.ones(2, 3).to_mkldnn()
buffer = io.BytesIO()
torch.save(m.to_dense(), buffer)                    # 保存稠密形式
print(buffer.tell() > 0)
torch.save(m, io.BytesIO())                         # oneDNN 张量没有可写出的存储
