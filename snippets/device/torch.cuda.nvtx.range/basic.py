import torch

torch.manual_seed(0)
model = torch.nn.Linear(8, 8)
x = torch.randn(4, 8)

for step in range(2):
    with torch.cuda.nvtx.range("step {}", step):  # the message goes through str.format
        torch.cuda.nvtx.mark("forward")  # an instant marker
        y = model(x)

rid = torch.cuda.nvtx.range_start("eval")  # a range that may end on another thread
y = model(x)
torch.cuda.nvtx.range_end(rid)
print("annotated", tuple(y.shape))
