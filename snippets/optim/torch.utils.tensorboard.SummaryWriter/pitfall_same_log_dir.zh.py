import tempfile

from tensorboard.backend.event_processing.event_accumulator import EventAccumulator
from torch.utils.tensorboard import SummaryWriter

with tempfile.TemporaryDirectory() as log_dir:
    # 两次训练，都把日志写到同一个文件夹。
    for run_loss in (0.9, 0.4):
        with SummaryWriter(log_dir) as writer:
            writer.add_scalar("train/loss", run_loss, global_step=0)

    events = EventAccumulator(log_dir)
    events.Reload()
    print([(e.step, round(e.value, 2)) for e in events.Scalars("train/loss")])
