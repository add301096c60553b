import warnings

import torch

w = torch.ones(1000, device="cuda", requires_grad=True)
losses = []

# 第 1 轮在默认流上；留着 loss 就留着它的计算图，
# 也就留着 w 的 AccumulateGrad 节点（在默认流上创建）
loss = (w * 2).sum()
loss.backward()
losses.append(loss)

# 第 2 轮在另一条流上
side = torch.cuda.Stream()
side.wait_stream(torch.cuda.current_stream())
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.cuda.stream(side):
        (w * 2).sum().backward()
torch.cuda.current_stream().wait_stream(side)
print(any("AccumulateGrad node's stream" in str(c.message) for c in caught))
