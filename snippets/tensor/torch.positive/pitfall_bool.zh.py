import torch

mask = torch.tensor([True, False])
print(+mask.int())    # 整数没问题
+mask                 # bool 张量不支持一元 +
