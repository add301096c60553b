import torch

param = torch.zeros(3)                                    # float32
loaded = torch.tensor([1.0, 2.0, 3.0], dtype=torch.float64)
param.set_(loaded.to(param.dtype))                        # 先转换类型
print(param)
param.set_(loaded)                                        # set_ 从不转换类型
