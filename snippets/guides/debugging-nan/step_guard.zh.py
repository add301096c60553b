import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def make():
    torch.manual_seed(0)
    model = torch.nn.Linear(2, 1).to(device)
    return model, torch.optim.SGD(model.parameters(), lr=0.1)


bad_batch = torch.tensor([[float("nan"), 1.0]], device=device)

# 没有防护：一个坏批次会永久污染所有权重。
model, opt = make()
model(bad_batch).sum().backward()
norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
opt.step()
print("returned grad norm:", norm.item())
print("weights after step:", model.weight.detach().tolist())

# 加上防护：检查 clip_grad_norm_ 返回的范数，异常时跳过这次更新。
model, opt = make()
before = model.weight.detach().clone()
model(bad_batch).sum().backward()
norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
if torch.isfinite(norm):
    opt.step()
else:
    print("non-finite gradient norm, step skipped")
opt.zero_grad()
print("weights unchanged:", torch.equal(before, model.weight))
