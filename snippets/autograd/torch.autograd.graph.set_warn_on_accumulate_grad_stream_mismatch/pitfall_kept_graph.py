import warnings

import torch

w = torch.ones(1000, device="cuda", requires_grad=True)
losses = []

# Iteration 1 on the default stream; keeping the loss keeps its graph,
# and with it w's AccumulateGrad node (created on the default stream)
loss = (w * 2).sum()
loss.backward()
losses.append(loss)

# Iteration 2 on a side stream
side = torch.cuda.Stream()
side.wait_stream(torch.cuda.current_stream())
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    with torch.cuda.stream(side):
        (w * 2).sum().backward()
torch.cuda.current_stream().wait_stream(side)
print(any("AccumulateGrad node's stream" in str(c.message) for c in caught))
