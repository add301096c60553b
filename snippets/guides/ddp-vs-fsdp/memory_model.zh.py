import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def nbytes(tensors):
    return sum(t.numel() * t.element_size() for t in tensors)


torch.manual_seed(0)
model = torch.nn.Sequential(torch.nn.Linear(256, 256), torch.nn.ReLU(), torch.nn.Linear(256, 10)).to(device)
optimizer = torch.optim.AdamW(model.parameters(), lr=1e-3)
model(torch.randn(4, 256, device=device)).sum().backward()
optimizer.step()  # AdamW 在第一步时创建其状态（exp_avg、exp_avg_sq）

n = sum(p.numel() for p in model.parameters())
P = nbytes(model.parameters()) / n
G = nbytes(p.grad for p in model.parameters()) / n
S = nbytes(v for s in optimizer.state.values() for v in s.values() if torch.is_tensor(v) and v.dim() > 0) / n
print(f"{n} float32 parameters; bytes per parameter: weights {P:.0f}, grads {G:.0f}, AdamW state {S:.0f}")

W = 8  # 进程总数（world size）
# 单个 rank 上每个参数占用的字节数：（两步之间，前向/反向运行期间）。
# 不计激活值和通信缓冲区。
layouts = {
    "DistributedDataParallel": (P + G + S, P + G + S),
    "DDP + ZeroRedundancyOptimizer": (P + G + S / W, P + G + S / W),
    "FSDP SHARD_GRAD_OP": ((P + G + S) / W, P + (G + S) / W),
    "FSDP FULL_SHARD": ((P + G + S) / W, (P + G + S) / W),
}
print(f"per-rank bytes/parameter, world_size={W}:  between steps | during fwd/bwd")
for name, (rest, busy) in layouts.items():
    extra = " + one gathered unit" if name.endswith("FULL_SHARD") else ""
    print(f"  {name:<30} {rest:5.1f}          | {busy:5.1f}{extra}")
