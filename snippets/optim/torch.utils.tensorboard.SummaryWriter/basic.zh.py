import tempfile

import torch
from tensorboard.backend.event_processing.event_accumulator import EventAccumulator
from torch.utils.tensorboard import SummaryWriter

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x, y = torch.randn(16, 3), torch.randn(16, 1)

with tempfile.TemporaryDirectory() as log_dir:
    with SummaryWriter(log_dir) as writer:
        for step in range(3):
            loss = torch.nn.functional.mse_loss(model(x), y)
            opt.zero_grad()
            loss.backward()
            opt.step()
            writer.add_scalar("train/loss", loss.item(), global_step=step)
            writer.add_scalar("train/lr", opt.param_groups[0]["lr"], global_step=step)

    # TensorBoard 将会显示的内容：把事件文件读回来看看。
    events = EventAccumulator(log_dir)
    events.Reload()
    print(events.Tags()["scalars"])
    for event in events.Scalars("train/loss"):
        print(event.step, round(event.value, 4))
