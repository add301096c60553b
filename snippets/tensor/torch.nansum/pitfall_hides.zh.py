import torch

torch.manual_seed(0)
w = torch.randn(4)
loss_terms = torch.log(w)             # 负数取对数得到 NaN
# 不会报错：错误被掩盖了，损失只是看上去变小了
print(loss_terms.isnan().sum(), loss_terms.nansum())
print(loss_terms.sum())
