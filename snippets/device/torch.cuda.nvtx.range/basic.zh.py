import torch

torch.manual_seed(0)
model = torch.nn.Linear(8, 8)
x = torch.randn(4, 8)

for step in range(2):
    with torch.cuda.nvtx.range("step {}", step):  # 消息会经过 str.format
        torch.cuda.nvtx.mark("forward")  # 一个瞬时标记
        y = model(x)

rid = torch.cuda.nvtx.range_start("eval")  # 可以在另一个线程里结束的区间
y = model(x)
torch.cuda.nvtx.range_end(rid)
print("annotated", tuple(y.shape))
